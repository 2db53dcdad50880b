package ringside.compare;

import ringside.statistics.ForkSamples;
import ringside.statistics.MeanRatio;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleUnaryOperator;
import ringside.report.Charts;
import ringside.report.Format;
import ringside.report.LogScale;

/**
 * The ratios B/A as one SVG chart: per row a dot at the ratio of the means and a line over the range the two 95%
 * intervals allow, coloured by its reading, on a log axis with 1 marked. Log, since 0.5x and 2x are the same size of
 * change; rows sit under the heading of what they ran.
 */
final class RatioChart {
    /** Room for the longest framework/variant name, as the report's charts leave. */
    private static final int LABEL = 210;
    private static final int RIGHT = 610;
    private static final int ROW = 22;
    private static final int TOP = 48;
    private static final Map<Reading, String> COLOURS = Map.of(Reading.FASTER, "#59a14f", Reading.SLOWER, "#e15759",
            Reading.NO_DIFFERENCE, "#4e79a7", Reading.NO_ESTIMATE, "#888888");

    private RatioChart() {
    }

    static String svg(String title, Map<String, List<Row>> groups) {
        List<Double> values = new ArrayList<>(List.of(1.0));
        groups.values().forEach(rows -> rows.forEach(r -> {
            MeanRatio ratio = r.ratio();
            values.add(ratio.value());
            if (ratio.hasInterval() && ratio.low() > 0) {
                values.add(ratio.low());
            }
            if (ratio.hasInterval() && Double.isFinite(ratio.high())) {
                values.add(ratio.high());
            }
        }));
        double smallest = values.stream().mapToDouble(Double::doubleValue).filter(v -> v > 0).min().orElse(1);
        LogScale scale = LogScale.spanning(values, smallest / 10);
        DoubleUnaryOperator xOf = v -> LABEL + (RIGHT - LABEL) * scale.fraction(v);
        int lines = groups.size() + groups.values().stream().mapToInt(List::size).sum();
        int bottom = TOP + lines * ROW;
        StringBuilder svg = Charts.header(bottom + 80, title);
        boolean fewDecades = scale.decades().size() < 2; // then the 2s and 5s carry labels too
        for (double v : scale.steps()) {
            svg.append(Charts.line(xOf.applyAsDouble(v), TOP, bottom, "#eee"));
            if (fewDecades) {
                svg.append(Charts.text((int) Math.round(xOf.applyAsDouble(v)), bottom + 16, "middle",
                        Charts.tick(v)));
            }
        }
        for (double v : scale.decades()) {
            svg.append(Charts.line(xOf.applyAsDouble(v), TOP, bottom, "#bbb"));
            svg.append(Charts.text((int) Math.round(xOf.applyAsDouble(v)), bottom + 16, "middle", Charts.tick(v)));
        }
        double one = xOf.applyAsDouble(1);
        svg.append(Charts.line(one, TOP - 6, bottom, "#444"));
        svg.append(Charts.text((int) Math.round(one), TOP - 10, "middle", "1: the same time"));
        int y = TOP;
        for (Map.Entry<String, List<Row>> group : groups.entrySet()) {
            svg.append(Charts.text(12, y + ROW / 2 + 4, "start", group.getKey()));
            y += ROW;
            for (Row row : group.getValue()) {
                int mid = y + ROW / 2;
                MeanRatio ratio = row.ratio();
                String colour = COLOURS.get(row.reading());
                svg.append(Charts.text(LABEL - 10, mid + 4, "end", row.a().label()));
                if (ratio.hasInterval()) {
                    boolean clippedLow = ratio.low() <= scale.lo(); // runs off the left edge: no cap there
                    boolean clippedHigh = !Double.isFinite(ratio.high());
                    double lo = xOf.applyAsDouble(ratio.low());
                    double hi = clippedHigh ? RIGHT : xOf.applyAsDouble(ratio.high());
                    String caps = (clippedHigh ? "" : String.format(Locale.ROOT, "M%.1f %dV%d", hi, mid - 5, mid + 5))
                            + (clippedLow ? "" : String.format(Locale.ROOT, "M%.1f %dV%d", lo, mid - 5, mid + 5));
                    svg.append(String.format(Locale.ROOT, "<path d=\"M%.1f %dH%.1f%s\" stroke=\"%s\""
                            + " stroke-width=\"2\"/>%n", lo, mid, hi, caps, colour));
                }
                boolean filled = row.reading() != Reading.NO_ESTIMATE;
                svg.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"5\" fill=\"%s\" stroke=\"%s\""
                        + " stroke-width=\"2\"/>%n", xOf.applyAsDouble(ratio.value()), mid, filled ? colour : "white",
                        colour));
                svg.append(Charts.text(RIGHT + 12, mid + 4, "start", Format.ratio(ratio.value())
                        + (ratio.hasInterval() ? " (" + CompareFormat.interval(ratio) + ")" : "")));
                y += ROW;
            }
        }
        svg.append(String.format("<path d=\"M%d %dH%d\" stroke=\"#444\"/>%n", LABEL, bottom, RIGHT));
        svg.append(Charts.text(LABEL, bottom + 34, "start", "B's time over A's, log scale: left of 1, B is faster"));
        svg.append(Charts.text(LABEL, bottom + 50, "start", "dot: the ratio of the means; line: its "
                + ForkSamples.LEVEL + " interval"));
        svg.append(Charts.text(LABEL, bottom + 66, "start", "green: faster; red: slower; blue: no measured difference;"
                + " hollow grey: no error estimate"));
        return svg.append("</svg>\n").toString();
    }
}
