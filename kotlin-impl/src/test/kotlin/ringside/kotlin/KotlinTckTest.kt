package ringside.kotlin

import ringside.tck.FrameworkTck

/** Runs the TCK on both channel kinds. */
class KotlinTckTest : FrameworkTck("kotlin")
