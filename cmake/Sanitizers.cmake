# Sanitizer and fuzzing settings (preset `asan`, see CMakePresets.json and scripts/test.sh).
#
# CLOUDLY_SANITIZERS: AddressSanitizer (+ LeakSanitizer) and UndefinedBehaviorSanitizer on every target of
#   ours. UBSan does not recover: the first finding aborts the process, so a test fails on it.
#   Qt itself is not instrumented. `vptr` is off: it checks the dynamic type of objects created inside the
#   uninstrumented Qt libraries, which it cannot see, and costs a hash lookup per member access.
# CLOUDLY_FUZZ (clang only): libFuzzer targets in tests/fuzz. The code they exercise (cloudly_core) is built
#   with coverage instrumentation (-fsanitize=fuzzer-no-link) so that one sanitizer build serves both the
#   test suite and the fuzzers; only the fuzz executables link libFuzzer's main (-fsanitize=fuzzer).
option(CLOUDLY_SANITIZERS "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
# CLOUDLY_TSAN: ThreadSanitizer on every target of ours (preset `tsan`). It cannot be combined with ASan.
#   CLOUDLY_TSAN_TESTS names the tests that are built and run (those whose code runs on more than one
#   thread); every other test, the benchmarks and the fuzzers are left out, so the pass stays short.
option(CLOUDLY_TSAN "Build with ThreadSanitizer" OFF)
set(CLOUDLY_TSAN_TESTS "" CACHE STRING "Only these tests (kind/tst_name, ;-separated) are built; empty: all")
option(CLOUDLY_FUZZ "Build the libFuzzer targets in tests/fuzz (clang; implies coverage instrumentation of core)" OFF)

if(CLOUDLY_SANITIZERS)
  target_compile_options(cloudly_build_settings INTERFACE
    -fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=all -fno-omit-frame-pointer)
  target_link_options(cloudly_build_settings INTERFACE -fsanitize=address,undefined -fno-sanitize=vptr)
endif()

if(CLOUDLY_TSAN)
  if(CLOUDLY_SANITIZERS)
    message(FATAL_ERROR "CLOUDLY_TSAN and CLOUDLY_SANITIZERS (ASan) cannot be combined")
  endif()
  target_compile_options(cloudly_build_settings INTERFACE -fsanitize=thread -fno-omit-frame-pointer)
  target_link_options(cloudly_build_settings INTERFACE -fsanitize=thread)
endif()

if(CLOUDLY_FUZZ AND NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
  message(FATAL_ERROR "CLOUDLY_FUZZ needs clang (libFuzzer): configure with -DCMAKE_CXX_COMPILER=clang++-14 "
                      "or use the `asan` preset")
endif()

# Called after cloudly_core exists: coverage instrumentation for the fuzzers' feedback.
function(cloudly_instrument_for_fuzzing target)
  if(CLOUDLY_FUZZ)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
endfunction()
