#ifndef MUSICAT_CMALLOC_SHIM_H
#define MUSICAT_CMALLOC_SHIM_H

#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

/// Gives the pages of freed memory in the C allocator's heaps back to the system: glibc's
/// malloc_trim, which Swift's Glibc module does not import. Other C libraries return freed
/// memory on their own, so elsewhere this does nothing.
static inline void musicat_return_free_memory(void) {
#if defined(__GLIBC__)
  malloc_trim(0);
#endif
}

#endif
