#include "LineBreakICUShim.h"

#include <unicode/ubrk.h>
#include <unicode/uchar.h>

static UBreakIterator *iterator;

int32_t gt_fuzz_icu_open(void) {
    if (iterator == NULL) {
        UErrorCode status = U_ZERO_ERROR;
        iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
        if (U_FAILURE(status)) {
            iterator = NULL;
        }
    }
    return iterator != NULL;
}

int32_t gt_fuzz_icu_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *hard,
                           int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
        if (count < capacity) {
            int32_t rule = ubrk_getRuleStatus(iterator);
            positions[count] = position;
            hard[count] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
        }
        count += 1;
    }
    return count;
}

const char *gt_fuzz_icu_line_break_name(uint32_t scalar) {
    int32_t value = u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK);
    return u_getPropertyValueName(UCHAR_LINE_BREAK, value, U_SHORT_PROPERTY_NAME);
}

int32_t gt_fuzz_icu_line_break_value(uint32_t scalar) {
    return u_getIntPropertyValue((UChar32)scalar, UCHAR_LINE_BREAK);
}

int32_t gt_fuzz_icu_is_combining_mark(uint32_t scalar) {
    int8_t type = u_charType((UChar32)scalar);
    return type == U_NON_SPACING_MARK || type == U_COMBINING_SPACING_MARK;
}
