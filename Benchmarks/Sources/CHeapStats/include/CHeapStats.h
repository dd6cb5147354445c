#ifndef CHEAP_STATS_H
#define CHEAP_STATS_H

#include <stdint.h>

/// Bytes malloc has handed out and not had back (glibc's mallinfo2: arena plus mmapped blocks);
/// -1 where glibc is not the C library. Swift's Glibc module does not export <malloc.h>.
int64_t gt_live_heap_bytes(void);

#endif
