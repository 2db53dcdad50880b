package ringside.report;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One kind of result (timed, footprint, latency, remote request-reply, remote one-way, httpThroughput) with this
 * run's results of it: each reads its own from JMH's JSON and shows them in summary.txt, the report, results.csv and
 * its charts, so a new kind is one implementation listed in {@link ResultKinds}.
 */
interface ResultKind {
    /** What the report calls this kind: timed, footprint, latency, remote request-reply, remote one-way. */
    String name();

    boolean isEmpty();

    /** framework/variant of every result, for the colours every chart of the report shares. */
    List<String> labels();

    /** Its block of summary.txt (and of what the launcher prints after a module), lines ending in a newline. */
    String toText();

    /** Its charts, file name under charts/ to SVG, coloured by the report's {@code labels}. */
    Map<String, String> charts(List<String> labels, Marks marks);

    /** Its part of the report, after the intro it shares with other kinds (if any), with its charts from report. */
    void document(Document.Builder out, Report report);

    /**
     * The heading and paragraph that open this kind's part of the report, written once for consecutive kinds that
     * share them (remote's two); empty where the kind writes its own headings.
     */
    default Optional<Intro> intro() {
        return Optional.empty();
    }

    /** results.csv's columns of this kind's figures, after the columns every row has. */
    default List<String> csvFigureColumns() {
        return List.of();
    }

    /** results.csv's columns of this kind's sizes (its parameters), after every kind's figure columns. */
    List<String> csvSizeColumns();

    /**
     * Its rows of results.csv, each column by name (see {@link ResultsCsv}); a column left out is empty. {@code marks}:
     * which rows are references, whose forks are processes, not JVMs.
     */
    List<Map<String, String>> csvRows(Marks marks);

    /** A heading and the paragraph under it. */
    record Intro(String heading, String paragraph) {
    }
}
