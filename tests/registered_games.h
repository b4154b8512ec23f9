// The games the build registers (core/game.h game_registrations(), written from the
// allclear_game() lines of CMakeLists.txt) as GoogleTest parameters, so a test over every game
// takes a new game in from its CMake line, with no list here to keep up to date:
//
//   INSTANTIATE_TEST_SUITE_P(Registered, MySuite, testing::ValuesIn(game_registrations()), registered_game_test_name);
//
// Each instance is named after the game ("clear_ace" for "clear-ace").
#pragma once
#include <gtest/gtest.h>

#include <cctype>
#include <ostream>
#include <string>

#include "core/game.h"

namespace allclear {

inline std::string registered_game_test_name(const testing::TestParamInfo<GameRegistration>& param) {
  std::string name = param.param.info().name;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';  // GoogleTest names: letters, digits, _
  return name;
}

// How GoogleTest shows the parameter in a failure: the game's name, not the registration's bytes.
inline void PrintTo(const GameRegistration& registration, std::ostream* out) { *out << registration.info().name; }

}  // namespace allclear
