#ifndef LINE_BREAK_ICU_SHIM_H
#define LINE_BREAK_ICU_SHIM_H

#include <stdint.h>

/// The fuzz harness's view of ICU 72: its line break iterator (root locale) and its Line_Break
/// property. ICU renames every function with a version suffix through macros (`ubrk_open` is
/// `ubrk_open_72`) that Swift cannot see through; these plain functions hide that.

/// Opens ICU's line break iterator for the root locale once; returns 0 when ICU reports an error.
int32_t gt_fuzz_icu_open(void);

/// Breaks UTF-16 `text` and writes, for every break ICU reports after position 0 (the end included),
/// its UTF-16 offset to `positions` and whether it is a hard break (rule status UBRK_LINE_HARD) to
/// `hard`, up to `capacity` entries. Returns how many breaks there were, or -1 on an ICU error.
int32_t gt_fuzz_icu_breaks(const uint16_t *text, int32_t length, int32_t *positions, uint8_t *hard,
                           int32_t capacity);

/// ICU's Line_Break value of `scalar` as its short alias ("AL", "SA", "CJ", ...), unresolved.
const char *gt_fuzz_icu_line_break_name(uint32_t scalar);

/// ICU's Line_Break value of `scalar` as a number (ULineBreak), for bucketing scalars by class.
int32_t gt_fuzz_icu_line_break_value(uint32_t scalar);

/// Whether ICU's General_Category of `scalar` is Mn or Mc (how LB1 resolves SA).
int32_t gt_fuzz_icu_is_combining_mark(uint32_t scalar);

#endif
