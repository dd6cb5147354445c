#include "CUnibreak.h"

#include <linebreak.h>
#include <pthread.h>

static pthread_once_t initialized = PTHREAD_ONCE_INIT;

int64_t gt_unibreak_breaks(const uint8_t *text, size_t length, char *scratch,
                           int64_t *positions, int64_t capacity) {
    pthread_once(&initialized, init_linebreak);
    set_linebreaks_utf8(text, length, NULL, scratch);
    int64_t count = 0;
    for (size_t index = 0; index < length; index += 1) {
        if (scratch[index] == LINEBREAK_MUSTBREAK || scratch[index] == LINEBREAK_ALLOWBREAK) {
            if (count < capacity) {
                positions[count] = (int64_t)index + 1;
            }
            count += 1;
        }
    }
    return count;
}

int64_t gt_unibreak_count_breaks(const uint8_t *text, size_t length, char *scratch) {
    return gt_unibreak_breaks(text, length, scratch, NULL, 0);
}
