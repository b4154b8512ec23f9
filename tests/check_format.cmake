# Every C++ source of the project follows .clang-format (run by ctest as
# sources_follow_clang_format). Fix a file with `clang-format -i <file>`.
# usage: cmake -DCLANG_FORMAT=<program> -DROOT=<source dir> -P check_format.cmake
if(NOT CLANG_FORMAT)
  message(FATAL_ERROR "clang-format not found: scripts/setup.sh installs it")
endif()
file(GLOB_RECURSE sources ${ROOT}/core/*.cc ${ROOT}/core/*.h ${ROOT}/web/*.cc ${ROOT}/web/*.h ${ROOT}/tests/*.cc
     ${ROOT}/tests/*.h)
list(FILTER sources EXCLUDE REGEX "/node_modules/")
execute_process(COMMAND ${CLANG_FORMAT} --dry-run -Werror ${sources} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "these sources do not follow .clang-format (see above): clang-format -i <file>")
endif()
list(LENGTH sources count)
message(STATUS "${count} sources follow .clang-format")
