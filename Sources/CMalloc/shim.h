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

/// Keeps freed memory at hand for a server's next requests: glibc gives the free top of a
/// thread's heap back (madvise) once it passes a threshold that starts at 128 KiB, and each
/// give-back interrupts every core (a TLB shootdown) and faults the pages in again on the
/// next request. This keeps up to `trim_bytes` free, and serves blocks under `mmap_bytes`
/// from the heaps rather than from mappings of their own. Elsewhere it does nothing.
static inline void musicat_keep_freed_memory(int trim_bytes, int mmap_bytes) {
#if defined(__GLIBC__)
  mallopt(M_TRIM_THRESHOLD, trim_bytes);
  mallopt(M_MMAP_THRESHOLD, mmap_bytes);
#endif
}

#endif
