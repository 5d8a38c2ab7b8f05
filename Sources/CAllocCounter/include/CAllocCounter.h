// Counts heap allocations by replacing malloc and its relatives for the whole process.
//
// Only the benchmark and the tests link this target: linking it into a program replaces malloc for
// every library in the process. Each replacement forwards to glibc's own implementation
// (__libc_malloc, ...), so behaviour is unchanged; it only counts.
#ifndef CALLOCCOUNTER_H
#define CALLOCCOUNTER_H

#include <stdint.h>

// Every count is the calling thread's own, kept with no atomic operation, so that counting adds as
// little as it can to the code it counts (the benchmark times what it counts).

/// Allocation calls (malloc, calloc, realloc, memalign, aligned_alloc, posix_memalign) made by the
/// calling thread since it started: safe to read around a region of code while other threads
/// (Swift Testing runs tests in parallel) allocate.
uint64_t alloc_counter_thread(void);

/// Bytes the calling thread has allocated since it started (as malloc_usable_size reports them),
/// freed or not: the allocation work of a region of code, read around it as alloc_counter_thread is.
uint64_t alloc_counter_thread_bytes(void);

/// Bytes the calling thread has allocated minus those it has freed (whoever allocated them), since
/// it started: what a region of code that frees on its own thread holds.
int64_t alloc_counter_thread_live_bytes(void);

/// The highest alloc_counter_thread_live_bytes since the last call, which restarts the watch from
/// the current value and returns it: call it before a region, then alloc_counter_thread_peak_bytes
/// after it, for the region's peak memory.
int64_t alloc_counter_thread_reset_peak(void);

/// The highest alloc_counter_thread_live_bytes since alloc_counter_thread_reset_peak.
int64_t alloc_counter_thread_peak_bytes(void);

/// 1 where the counter replaces malloc (Linux with glibc), 0 elsewhere, where every count stays 0.
int alloc_counter_is_active(void);

#endif
