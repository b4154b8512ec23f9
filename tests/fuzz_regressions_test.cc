// Every input a fuzzer once broke (tests/fuzz/regressions/<property>/) keeps its property: the
// same checks the fuzzers make (tests/fuzz/properties.h), on each saved input.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include "tests/fuzz/properties.h"

namespace allclear::fuzz {
namespace {

int check_every_input(const std::string& property, const std::function<std::string(std::string_view)>& check) {
  int inputs = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(std::string(ALLCLEAR_FUZZ_REGRESSIONS) + "/" + property)) {
    if (!entry.is_regular_file() || entry.path().filename() == "README.md") continue;
    std::ifstream file(entry.path(), std::ios::binary);
    std::stringstream text;
    text << file.rdbuf();
    EXPECT_EQ(check(text.str()), "") << entry.path();
    ++inputs;
  }
  return inputs;
}

TEST(FuzzRegressions, JsonInputsKeepTheirProperty) { EXPECT_GT(check_every_input("json", check_json), 0); }
TEST(FuzzRegressions, RecordInputsKeepTheirProperty) { EXPECT_GT(check_every_input("record", check_record), 0); }
TEST(FuzzRegressions, SavedDataInputsKeepTheirProperty) { EXPECT_GT(check_every_input("saved", check_saved), 0); }
TEST(FuzzRegressions, BackupInputsKeepTheirProperty) { EXPECT_GT(check_every_input("backup", check_backup), 0); }

}  // namespace
}  // namespace allclear::fuzz
