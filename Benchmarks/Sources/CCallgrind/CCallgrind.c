#include "CCallgrind.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
void callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }
void callgrind_start_instrumentation(void) { CALLGRIND_START_INSTRUMENTATION; }
#else
void callgrind_toggle_collect(void) {}
void callgrind_start_instrumentation(void) {}
#endif
