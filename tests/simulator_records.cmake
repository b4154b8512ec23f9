# Runs the simulator, verifies its records, and checks that broken records are refused.
set(records ${WORK}/sim-records.jsonl)
execute_process(COMMAND ${SIM} play --game clear --players quick,strong,random --set rounds=2
                        --games 40 --seed 100 --swap-seats --records ${records}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "simulate failed: ${out}")
endif()
execute_process(COMMAND ${SIM} verify ${records} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "40 records replay")
  message(FATAL_ERROR "verify failed: ${out}")
endif()

# Bingo Battle, two players and solitaire, replays the same way.
foreach(players IN ITEMS "quick,strong" "strong")
  set(bingo ${WORK}/sim-records-bingo.jsonl)
  execute_process(COMMAND ${SIM} play --game bingo --players ${players} --games 40 --seed 100 --swap-seats
                          --records ${bingo} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "simulate bingo ${players} failed: ${out}")
  endif()
  execute_process(COMMAND ${SIM} verify ${bingo} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "40 records replay")
    message(FATAL_ERROR "verify bingo ${players} failed: ${out}")
  endif()
endforeach()

file(STRINGS ${records} lines)
list(GET lines 0 first)
foreach(case IN ITEMS truncated illegal notjson)
  if(case STREQUAL "truncated")
    string(LENGTH "${first}" n)
    math(EXPR half "${n} / 2")
    string(SUBSTRING "${first}" 0 ${half} broken)
  elseif(case STREQUAL "illegal")
    string(REGEX REPLACE "\"history\":\\[[0-9]+,[0-9]+" "\"history\":[5,5" broken "${first}")
  else()
    set(broken "this is not json")
  endif()
  file(WRITE ${WORK}/broken-${case}.jsonl "${broken}\n")
  execute_process(COMMAND ${SIM} verify ${WORK}/broken-${case}.jsonl RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(rc EQUAL 0)
    message(FATAL_ERROR "verify accepted a ${case} record")
  endif()
  string(REGEX MATCHALL "\n" newlines "${out}")
  list(LENGTH newlines count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "verify of a ${case} record should print one line, printed: ${out}")
  endif()
  message(STATUS "${case}: ${out}")
endforeach()

# Bad arguments get a message and a non-zero exit, never a crash.
foreach(args IN ITEMS "play;--game;clear;--players;quick,wizard"
                      "play;--game;clear;--players;quick,quick;--games;many"
                      "play;--game;chess;--players;quick,quick"
                      "play;--game;clear;--players;quick,quick;--set;rounds=99"
                      "verify;${WORK}/no-such-file.jsonl"
                      "fly")
  execute_process(COMMAND ${SIM} ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(rc EQUAL 0 OR NOT rc MATCHES "^[0-9]+$" OR "${out}${err}" STREQUAL "")
    message(FATAL_ERROR "allclear-sim ${args}: expected a message and a non-zero exit, got ${rc}")
  endif()
  message(STATUS "allclear-sim ${args}: ${err}")
endforeach()
