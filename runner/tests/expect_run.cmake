# expect_run.cmake: runs one `promcast run` and checks what a CI system
# relies on. Variables (-D):
#   PROMCAST, ADAPTER, CASES   the binary, the adapter (empty: ARGS name it),
#                              the case paths (;-list)
#   ARGS                       more options (;-list), optional
#   EXIT                       the exit status expected (0, 1 or 2)
#   STDOUT_REGEX               regexes (;-list) stdout must each match, optional
#   STDERR_REGEX               a regex stderr must match, optional
#   TAP                        the file to keep the report in
#   PROVE                      when set, `prove` must parse the report, count
#                              as many tests as the plan announces, and pass
#                              it exactly when EXIT is 0
#   FILE_CHECKS                "PATH::REGEX" items (;-list): each file the run
#                              wrote (--report, --grid) must match its regex
# No ADAPTER: ARGS name it (--array-api MODULE).
if(ADAPTER)
  set(adapter_arguments --adapter ${ADAPTER})
endif()
execute_process(
  COMMAND ${PROMCAST} run ${adapter_arguments} ${ARGS} ${CASES}
  RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(WRITE ${TAP} "${out}")
if(NOT status EQUAL EXIT)
  string(SUBSTRING "${out}" 0 2000 head)
  message(FATAL_ERROR "exit status ${status}, expected ${EXIT}\nstderr: ${err}\nstdout begins: ${head}")
endif()
foreach(regex IN LISTS STDOUT_REGEX)
  if(NOT out MATCHES "${regex}")
    message(FATAL_ERROR "stdout does not match '${regex}' (report in ${TAP})\nstderr: ${err}")
  endif()
endforeach()
foreach(check IN LISTS FILE_CHECKS)
  string(FIND "${check}" "::" at)
  string(SUBSTRING "${check}" 0 ${at} path)
  math(EXPR at "${at} + 2")
  string(SUBSTRING "${check}" ${at} -1 regex)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "the run wrote no ${path}\nstderr: ${err}")
  endif()
  file(READ "${path}" written)
  if(NOT written MATCHES "${regex}")
    message(FATAL_ERROR "${path} does not match '${regex}'")
  endif()
endforeach()
if(DEFINED STDERR_REGEX AND NOT err MATCHES "${STDERR_REGEX}")
  message(FATAL_ERROR "stderr '${err}' does not match '${STDERR_REGEX}'")
endif()
if(EXIT EQUAL 2 AND NOT DEFINED PROVE)
  # A loading or usage error is one line on stderr and no TAP at all.
  string(REGEX MATCHALL "\n" newlines "${err}")
  list(LENGTH newlines lines)
  if(NOT lines EQUAL 1 OR NOT out STREQUAL "")
    message(FATAL_ERROR "expected one stderr line and no stdout, got stderr '${err}' stdout '${out}'")
  endif()
endif()
if(DEFINED PROVE)
  string(REGEX MATCH "\n1\\.\\.([0-9]+)\n" plan "${out}")
  set(planned ${CMAKE_MATCH_1})
  string(REGEX MATCHALL "\n(not )?ok [0-9]+ " lines "${out}")
  list(LENGTH lines written)
  if(NOT written EQUAL planned)
    message(FATAL_ERROR "the plan announces ${planned} tests, the report has ${written} test lines")
  endif()
  execute_process(COMMAND prove -e cat ${TAP} RESULT_VARIABLE prove_status OUTPUT_VARIABLE prove_out
                  ERROR_VARIABLE prove_err)
  if(NOT prove_out MATCHES "Tests=${planned},")
    message(FATAL_ERROR "prove did not count ${planned} tests:\n${prove_out}\n${prove_err}")
  endif()
  # prove must never call a run that exited non-zero a pass, nor fail one
  # that exited 0.
  if(EXIT EQUAL 0)
    set(verdict "Result: PASS")
  else()
    set(verdict "Result: FAIL")
  endif()
  if(NOT prove_out MATCHES "${verdict}")
    message(FATAL_ERROR "exit status ${status}, but prove does not say '${verdict}':\n${prove_out}")
  endif()
endif()
