package ringside.loom;

import ringside.tck.FrameworkTck;

/** Runs the TCK on platform threads and virtual threads. */
class LoomTckTest extends FrameworkTck {
    LoomTckTest() {
        super("loom");
    }
}
