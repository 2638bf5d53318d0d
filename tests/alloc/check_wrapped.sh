#!/bin/bash
# check_wrapped.sh LIBRARY SYMBOL... - test_alloc_fail sees every
# allocation of libpyparse: each utf8proc_ function LIBRARY calls is one
# of the wrapped SYMBOLs, and LIBRARY calls no libc function that
# allocates with libc's own malloc, out of the wrappers' reach (strdup,
# asprintf, open_memstream, fopen...: use malloc and copy instead).
set -u
library=$1
shift
wrapped=" $* "
case $library in
  *.a) undefined=$(nm -u "$library") ;;
  *) undefined=$(nm -D --undefined-only "$library") ;;
esac
unwrapped=0
for symbol in $(printf '%s\n' "$undefined" | awk '$1 == "U" { sub(/@.*/, "", $2); print $2 }' | sort -u); do
  case $symbol in
    utf8proc_*) [[ $wrapped == *" $symbol "* ]] && continue ;;
    strdup | strndup | wcsdup | __strdup | __strndup | asprintf | vasprintf | \
    __asprintf_chk | __vasprintf_chk | open_memstream | open_wmemstream | \
    fmemopen | getline | getdelim | aligned_alloc | posix_memalign | \
    memalign | valloc | pvalloc | reallocarray | realpath | \
    canonicalize_file_name | tempnam | scandir | glob | fopen | fdopen | \
    freopen | tmpfile | popen | setlocale | newlocale) ;;
    *) continue ;;
  esac
  echo "not wrapped: $library calls $symbol"
  unwrapped=$((unwrapped + 1))
done
echo "unwrapped=$unwrapped"
[ "$unwrapped" -eq 0 ]
