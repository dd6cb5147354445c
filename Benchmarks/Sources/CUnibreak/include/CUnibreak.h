#ifndef CUNIBREAK_H
#define CUNIBREAK_H

#include <stddef.h>
#include <stdint.h>

/// Counts the line break opportunities (mandatory and allowed) in UTF-8 `text` with libunibreak,
/// including the end of the text. `scratch` must hold `length` bytes: libunibreak writes one
/// action per byte. libunibreak 1.1 aborts on regional indicators: give it no flags.
int64_t gt_unibreak_count_breaks(const uint8_t *text, size_t length, char *scratch);

/// Writes up to `capacity` break positions (UTF-8 byte offsets after the breaking character)
/// to `positions`; returns how many there were in all.
int64_t gt_unibreak_breaks(const uint8_t *text, size_t length, char *scratch,
                           int64_t *positions, int64_t capacity);

#endif
