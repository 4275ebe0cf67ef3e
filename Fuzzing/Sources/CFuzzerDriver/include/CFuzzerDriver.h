#ifndef SWIVEL_FUZZER_DRIVER_H
#define SWIVEL_FUZZER_DRIVER_H
#include <stddef.h>
#include <stdint.h>
// libFuzzer's driver (libclang_rt.fuzzer, linked by -sanitize=fuzzer). SwiftPM names an
// executable's entry point <Target>_main, so the Swift target calls the driver itself.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
// libFuzzer's own mutator, for use inside a custom mutator.
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);
#endif
