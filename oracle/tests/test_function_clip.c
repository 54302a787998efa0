#include "function_case.h"
int main(void) { tap_run run; tap_start(&run); return tap_finish(&run); }
