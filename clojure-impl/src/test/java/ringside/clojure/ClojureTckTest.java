package ringside.clojure;

import ringside.tck.FrameworkTck;

/** Runs the TCK on core.async's go blocks. */
class ClojureTckTest extends FrameworkTck {
    ClojureTckTest() {
        super("clojure");
    }
}
