package ringside.pekko;

import ringside.tck.FrameworkTck;

/** Runs the TCK on both Pekko variants. */
class PekkoTckTest extends FrameworkTck {
    PekkoTckTest() {
        super("pekko");
    }
}
