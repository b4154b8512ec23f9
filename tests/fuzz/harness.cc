// The libFuzzer harness, built once per property of properties.h: FUZZ_CHECK names it
// (check_json, check_record, check_saved or check_backup; see CMakeLists.txt).
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#include "tests/fuzz/properties.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string broke = allclear::fuzz::FUZZ_CHECK(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!broke.empty()) {
    std::fprintf(stderr, "property broken: %s\n", broke.c_str());
    std::abort();
  }
  return 0;
}
