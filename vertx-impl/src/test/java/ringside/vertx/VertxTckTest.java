package ringside.vertx;

import ringside.tck.FrameworkTck;

/** Runs the TCK on both event-bus variants. */
class VertxTckTest extends FrameworkTck {
    VertxTckTest() {
        super("vertx");
    }
}
