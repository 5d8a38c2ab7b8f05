// See include/CAllocCounter.h. It replaces glibc's allocation entry points and forwards to __libc_*,
// with live-byte accounting added for the benchmark's memory workload.
#define _GNU_SOURCE
#include "CAllocCounter.h"  // includes <stdint.h>, which defines __GLIBC__ on glibc

// A sanitizer replaces malloc itself: a second replacement would hide every heap block from it (and
// ASan's start-up calls malloc before this file's thread-local counter exists, which crashes).
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define ALLOC_COUNTER_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define ALLOC_COUNTER_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(ALLOC_COUNTER_SANITIZED)

#include <errno.h>
#include <malloc.h>
#include <stddef.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);
extern void *__libc_memalign(size_t, size_t);

// Thread-local only: no atomic operation on any allocation. The benchmark times phases that
// allocate and free while it counts them, and a process-wide atomic counter added a locked
// read-modify-write to every malloc and free of the code being timed. Everything the benchmark and
// the tests count happens on the thread that reads the count.
static __thread uint64_t t_allocs __attribute__((tls_model("initial-exec")));
static __thread uint64_t t_bytes __attribute__((tls_model("initial-exec")));
static __thread int64_t t_live __attribute__((tls_model("initial-exec")));
static __thread int64_t t_peak __attribute__((tls_model("initial-exec")));

static inline void *counted(void *p) {
  t_allocs++;
  if (p) {
    size_t size = malloc_usable_size(p);
    t_bytes += size;
    t_live += (int64_t)size;
    if (t_live > t_peak) t_peak = t_live;
  }
  return p;
}

static inline void uncount(void *p) {
  if (p) t_live -= (int64_t)malloc_usable_size(p);
}

int alloc_counter_is_active(void) { return 1; }
uint64_t alloc_counter_thread(void) { return t_allocs; }
uint64_t alloc_counter_thread_bytes(void) { return t_bytes; }
int64_t alloc_counter_thread_live_bytes(void) { return t_live; }
int64_t alloc_counter_thread_reset_peak(void) {
  t_peak = t_live;
  return t_live;
}
int64_t alloc_counter_thread_peak_bytes(void) { return t_peak; }

void *malloc(size_t n) { return counted(__libc_malloc(n)); }
void *calloc(size_t a, size_t b) { return counted(__libc_calloc(a, b)); }
void *realloc(void *p, size_t n) {
  uncount(p);
  void *q = __libc_realloc(p, n);
  if (!q && n != 0) {
    // The old block is still allocated.
    if (p) t_live += (int64_t)malloc_usable_size(p);
    return q;
  }
  return counted(q);
}
void free(void *p) {
  uncount(p);
  __libc_free(p);
}
void *memalign(size_t al, size_t n) { return counted(__libc_memalign(al, n)); }
void *aligned_alloc(size_t al, size_t n) { return counted(__libc_memalign(al, n)); }
int posix_memalign(void **out, size_t al, size_t n) {
  void *p = __libc_memalign(al, n);
  if (!p) return ENOMEM;
  *out = counted(p);
  return 0;
}

#else

// Other platforms have no __libc_* entry points to forward to, and a sanitizer build has its own
// malloc: nothing is replaced or counted.
int alloc_counter_is_active(void) { return 0; }
uint64_t alloc_counter_thread(void) { return 0; }
uint64_t alloc_counter_thread_bytes(void) { return 0; }
int64_t alloc_counter_thread_live_bytes(void) { return 0; }
int64_t alloc_counter_thread_reset_peak(void) { return 0; }
int64_t alloc_counter_thread_peak_bytes(void) { return 0; }

#endif
