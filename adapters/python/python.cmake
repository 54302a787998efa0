# promcast_python_embed: the embedded interpreter, its exceptions and Python
# scalars and shapes (python_embed.h, python_scalar.h, python_shape.h), shared by the adapters of
# Python libraries (adapters/numpy, adapters/array_api). Included by each
# after its find_package(Python3 ... Development.Embed); defined once, by
# the first (targets are global, the imported Python3::Python is not, so
# each includer links its own).
if(NOT TARGET promcast_python_embed)
  add_library(promcast_python_embed STATIC
    ${CMAKE_CURRENT_LIST_DIR}/python_embed.c
    ${CMAKE_CURRENT_LIST_DIR}/python_scalar.c
    ${CMAKE_CURRENT_LIST_DIR}/python_shape.c)
  target_include_directories(promcast_python_embed PUBLIC ${CMAKE_CURRENT_LIST_DIR})
  target_link_libraries(promcast_python_embed PUBLIC
    promcast_adapter_common Python3::Python ${CMAKE_DL_LIBS})
endif()
