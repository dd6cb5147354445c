#include "CICULineBreak.h"

#include <stdlib.h>
#include <unicode/ubrk.h>
#include <unicode/utext.h>

struct GTICULineBreaker {
    UBreakIterator *iterator;
};

GTICULineBreaker *gt_icu_line_breaker_create(void) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &status);
    if (U_FAILURE(status)) {
        return NULL;
    }
    GTICULineBreaker *breaker = malloc(sizeof *breaker);
    if (breaker == NULL) {
        ubrk_close(iterator);
        return NULL;
    }
    breaker->iterator = iterator;
    return breaker;
}

static int64_t count_from_first(UBreakIterator *iterator) {
    int64_t count = 0;
    ubrk_first(iterator);
    while (ubrk_next(iterator) != UBRK_DONE) {
        count += 1;
    }
    return count;
}

int64_t gt_icu_count_breaks(GTICULineBreaker *breaker, const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    return count_from_first(breaker->iterator);
}

int64_t gt_icu_count_breaks_utf8(GTICULineBreaker *breaker, const char *text, int64_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UText *utext = utext_openUTF8(NULL, text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    ubrk_setUText(breaker->iterator, utext, &status);
    int64_t count = U_FAILURE(status) ? -1 : count_from_first(breaker->iterator);
    utext_close(utext);
    return count;
}

int64_t gt_icu_breaks(GTICULineBreaker *breaker, const uint16_t *text, int32_t length,
                      int32_t *positions, int64_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    ubrk_setText(breaker->iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        return -1;
    }
    int64_t count = 0;
    ubrk_first(breaker->iterator);
    for (int32_t position = ubrk_next(breaker->iterator); position != UBRK_DONE;
         position = ubrk_next(breaker->iterator)) {
        if (count < capacity) {
            positions[count] = position;
        }
        count += 1;
    }
    return count;
}

void gt_icu_line_breaker_destroy(GTICULineBreaker *breaker) {
    if (breaker != NULL) {
        ubrk_close(breaker->iterator);
        free(breaker);
    }
}
