/*
** promcast/promcast.h: the whole oracle API, for those who want one include.
*/
#ifndef PROMCAST_PROMCAST_H
#define PROMCAST_PROMCAST_H

#include "promcast/status.h"
#include "promcast/dtype.h"
#include "promcast/shape.h"
#include "promcast/broadcast.h"
#include "promcast/xla.h"
#include "promcast/profile.h"
#include "promcast/array.h"
#include "promcast/value.h"
#include "promcast/elementwise.h"
#include "promcast/view.h"
#include "promcast/functions.h"

#define PROMCAST_VERSION_MAJOR 0
#define PROMCAST_VERSION_MINOR 1
#define PROMCAST_VERSION_PATCH 0
#define PROMCAST_VERSION_STRING "0.1.0"

#endif
