package ringside.compare;

import java.util.function.DoubleFunction;
import ringside.report.Footprint;
import ringside.report.Format;

/**
 * One figure of a result that is not a time per op (footprint, latency, remote): its name and unit as the page says
 * them, its mean with its 95% error as stored, which way it improves, and how its numbers are spelled (the report's
 * spelling of that figure).
 */
record NamedFigure(String name, String unit, Footprint.Figure figure, Better better, DoubleFunction<String> number) {

    /** "p99 (us)": the figure as a row of the page names it. */
    String title() {
        return name + " (" + unit + ")";
    }

    /** "1,234 ± 56", "n/a" where not recorded, "± n/a" without an error estimate: as the report spells it. */
    String spelled() {
        return Format.withError(figure, number);
    }

    /** The same figure, not recorded: what a run that lacks it has in its place. */
    NamedFigure unrecorded() {
        return new NamedFigure(name, unit, Footprint.Figure.NONE, better, number);
    }
}
