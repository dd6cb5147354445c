#ifndef CICU_LINE_BREAK_H
#define CICU_LINE_BREAK_H

#include <stdint.h>

/// An ICU line break iterator opened once (root locale) and reused for every text, so a
/// benchmark measures breaking, not rule loading. ICU renames `ubrk_open` to `ubrk_open_72`
/// with a macro that Swift cannot see through; these plain functions hide that.
typedef struct GTICULineBreaker GTICULineBreaker;

/// Opens the iterator; returns NULL when ICU reports an error.
GTICULineBreaker *gt_icu_line_breaker_create(void);

/// Counts the line break opportunities in UTF-16 `text`: every boundary after position 0,
/// including the end of the text (the positions LineBreakTest.txt marks with a division sign).
/// Returns -1 when ICU reports an error.
int64_t gt_icu_count_breaks(GTICULineBreaker *breaker, const uint16_t *text, int32_t length);

/// Counts the line break opportunities in UTF-8 `text` through ICU's UTF-8 UText adapter.
/// Returns -1 when ICU reports an error.
int64_t gt_icu_count_breaks_utf8(GTICULineBreaker *breaker, const char *text, int64_t length);

/// Writes up to `capacity` break positions (UTF-16 offsets, after 0) to `positions` and returns
/// how many there were in all, or -1 on an ICU error.
int64_t gt_icu_breaks(GTICULineBreaker *breaker, const uint16_t *text, int32_t length,
                      int32_t *positions, int64_t capacity);

void gt_icu_line_breaker_destroy(GTICULineBreaker *breaker);

#endif
