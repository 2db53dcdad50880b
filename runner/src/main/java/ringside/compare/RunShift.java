package ringside.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ringside.reference.Reference;
import ringside.report.Format;
import ringside.statistics.Median;

/**
 * How B's timed rows moved as a whole: the median of B/A over them, how many fell below and above 1, and the median
 * over the reference programs' rows alone (NaN when there are none). The references run no JVM, so when they move
 * with the rest, the machine moved between the runs (a faster or slower host), not the frameworks; an interval over
 * one run's forks cannot hold such a shift, which the A/A check in methodology.md shows.
 */
record RunShift(int rows, double median, long below, long above, int references, double referenceMedian) {

    static Optional<RunShift> of(List<Row> rows) {
        if (rows.isEmpty()) {
            return Optional.empty();
        }
        List<Double> ratios = new ArrayList<>();
        List<Double> references = new ArrayList<>();
        for (Row r : rows) {
            double ratio = r.ratio().value();
            ratios.add(ratio);
            if (Reference.named(r.a().framework()).isPresent()) {
                references.add(ratio);
            }
        }
        return Optional.of(new RunShift(ratios.size(), Median.of(ratios), ratios.stream().filter(x -> x < 1).count(),
                ratios.stream().filter(x -> x > 1).count(), references.size(), Median.of(references)));
    }

    /** "B/A over the 46 rows: median 0.94x, 34 below 1 and 10 above; over the 6 rows of the reference programs...". */
    String text() {
        String all = "B/A over the " + CompareDocument.rows(rows) + ": median " + Format.ratio(median) + ", " + below
                + " below 1 and " + above + " above";
        return references == 0 ? all : all + "; over the " + CompareDocument.rows(references) + " of the reference"
                + " programs, which run no JVM: median " + Format.ratio(referenceMedian) + ". Where the references"
                + " move with the rest, the machine moved between the runs, not the frameworks";
    }
}
