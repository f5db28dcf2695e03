# A generated document must equal what the code generates now: cmake -DCARC=... -DDOC=... -DARGS="a;b"
execute_process(COMMAND ${CARC} ${ARGS} OUTPUT_VARIABLE generated RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${CARC} ${ARGS} failed")
endif()
file(READ ${DOC} committed)
if(NOT generated STREQUAL committed)
  message(FATAL_ERROR "${DOC} is out of date: regenerate it with `carc ${ARGS}`")
endif()
