# What every table shares (web/kit/) and each game's table (web/games/<folder>/, one per
# allclear_game() line of the top CMakeLists.txt), over Dear ImGui's core: portable C++ with no
# Emscripten, so the web app, the pace report and the native tests build the same tables.
# Needs IMGUI_SRC (unpacked Dear ImGui 1.86). Defines allclear_imgui_core and allclear_tables.
set(WEB_DIR ${PROJECT_SOURCE_DIR}/web)
add_library(allclear_imgui_core STATIC
  ${IMGUI_SRC}/imgui.cpp
  ${IMGUI_SRC}/imgui_draw.cpp
  ${IMGUI_SRC}/imgui_tables.cpp
  ${IMGUI_SRC}/imgui_widgets.cpp
)
target_include_directories(allclear_imgui_core SYSTEM PUBLIC ${IMGUI_SRC})
target_compile_options(allclear_imgui_core PRIVATE -w)  # Debian's source as it is: its warnings are not ours
# No metrics window nor ini/log files (io.IniFilename is null): about 1.5 KB gzip of the page.
target_compile_definitions(allclear_imgui_core PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS IMGUI_DISABLE_METRICS_WINDOW
                           IMGUI_DISABLE_FILE_FUNCTIONS)

file(GLOB KIT_SOURCES CONFIGURE_DEPENDS ${WEB_DIR}/kit/*.cc)
set(GAME_SOURCES)
set(TABLE_INCLUDES)
set(TABLE_MAKERS)
foreach(folder ${ALLCLEAR_GAMES})
  file(GLOB sources CONFIGURE_DEPENDS ${WEB_DIR}/games/${folder}/*.cc)
  list(APPEND GAME_SOURCES ${sources})
  string(APPEND TABLE_INCLUDES "#include \"games/${folder}/table.h\"\n")
  string(APPEND TABLE_MAKERS "  tables.push_back(make_${folder}_table());\n")
endforeach()
configure_file(${WEB_DIR}/games/games.cc.in ${CMAKE_CURRENT_BINARY_DIR}/generated/games.cc @ONLY)
list(APPEND GAME_SOURCES ${CMAKE_CURRENT_BINARY_DIR}/generated/games.cc)
add_library(allclear_tables STATIC ${KIT_SOURCES} ${GAME_SOURCES})
target_include_directories(allclear_tables PUBLIC ${WEB_DIR})
target_link_libraries(allclear_tables PUBLIC allclear_core allclear_rules_text allclear_imgui_core)
target_compile_options(allclear_tables PRIVATE -Wall -Wextra)
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
  # GCC 12 warns of overlapping copies inside std::string's operator+ at -O2 and above (its bug
  # 105329, a false positive): the tables build string after string.
  target_compile_options(allclear_tables PRIVATE -Wno-restrict)
endif()
