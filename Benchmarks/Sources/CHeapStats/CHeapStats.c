#include "CHeapStats.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

int64_t gt_live_heap_bytes(void) {
#if defined(__GLIBC__)
    struct mallinfo2 info = mallinfo2();
    return (int64_t)(info.uordblks + info.hblkhd);
#else
    return -1;
#endif
}
