package ringside.kilim;

import ringside.tck.FrameworkTck;

/** Runs the TCK on both variants; every runtime they start first proves its classes are woven. */
class KilimTckTest extends FrameworkTck {
    KilimTckTest() {
        super("kilim");
    }
}
