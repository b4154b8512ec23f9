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

# The other games, with every level and with one player, replay the same way.
foreach(run IN ITEMS "bingo quick,strong" "bingo strong" "roll-and-clear quick,strong,random rounds=1"
                     "roll-and-clear strong rounds=1" "clear-ace quick,strong" "clear-ace random,quick"
                     "risky-business quick,random,quick rounds=2")
  separate_arguments(parts UNIX_COMMAND "${run}")
  list(GET parts 0 game)
  list(GET parts 1 players)
  set(extra)
  list(LENGTH parts count)
  if(count GREATER 2)
    list(GET parts 2 setting)
    set(extra --set ${setting})
  endif()
  set(other ${WORK}/sim-records-${game}.jsonl)
  execute_process(COMMAND ${SIM} play --game ${game} --players ${players} ${extra} --games 20 --seed 100
                          --swap-seats --records ${other} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "simulate ${run} failed: ${out}${err}")
  endif()
  execute_process(COMMAND ${SIM} verify ${other} RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  if(NOT rc EQUAL 0 OR NOT out MATCHES "20 records replay")
    message(FATAL_ERROR "verify ${run} failed: ${out}")
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
