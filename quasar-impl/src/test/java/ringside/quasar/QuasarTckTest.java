package ringside.quasar;

import ringside.tck.FrameworkTck;

/** Runs the TCK on Quasar fibers with channels and on Quasar actors, with the agent (see the surefire argLine). */
class QuasarTckTest extends FrameworkTck {
    QuasarTckTest() {
        super("quasar");
    }
}
