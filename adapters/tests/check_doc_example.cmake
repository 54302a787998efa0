# cmake -DEXAMPLE=<minimal_adapter.c> -DDOC=<docs/adapters.md> -P check_doc_example.cmake
#
# docs/adapters.md must include the minimal example verbatim, inside a ```c
# fence, and state its line count, so the copy a library author takes is
# the file the build compiles.
file(READ "${EXAMPLE}" example)
file(READ "${DOC}" doc)
string(FIND "${doc}" "```c\n${example}```\n" found)
if(found EQUAL -1)
  message(FATAL_ERROR "${DOC} does not include ${EXAMPLE} verbatim in a ```c fence")
endif()
# Counted as newlines: file(STRINGS) would split C's semicolons too.
string(REGEX MATCHALL "\n" newlines "${example}")
list(LENGTH newlines count)
if(count GREATER_EQUAL 100)
  message(FATAL_ERROR "${EXAMPLE} has ${count} lines; the example must stay under 100")
endif()
string(FIND "${doc}" "${count} lines" stated)
if(stated EQUAL -1)
  message(FATAL_ERROR "${DOC} does not state the example's line count (${count} lines)")
endif()
message(STATUS "docs/adapters.md includes minimal_adapter.c (${count} lines) verbatim")
