package ringside.akka;

import ringside.tck.FrameworkTck;

/** Runs the TCK on both Akka variants. */
class AkkaTckTest extends FrameworkTck {
    AkkaTckTest() {
        super("akka");
    }
}
