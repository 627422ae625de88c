#include "malloc_stats.h"
