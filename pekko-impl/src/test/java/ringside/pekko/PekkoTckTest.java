package ringside.pekko;

import ringside.tck.FrameworkTck;

/** Runs the TCK on every Pekko variant. */
class PekkoTckTest extends FrameworkTck {
    PekkoTckTest() {
        super("pekko");
    }
}
