package ringside.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Every kind of result of a run, in report order, each read from the same JMH runs: the one list a new kind joins.
 * The timed and footprint kinds are also named, for the sections that compare across kinds (verdicts, choosing).
 */
record ResultKinds(ComparisonTable timed, FootprintTable footprint, List<ResultKind> all) {

    static ResultKinds read(List<JmhRun> runs) {
        return read(runs, Set.of());
    }

    /** The kinds of the runs, {@code references} (framework names) marked where a kind lists them apart. */
    static ResultKinds read(List<JmhRun> runs, Set<String> references) {
        ComparisonTable timed = ComparisonTable.read(runs);
        FootprintTable footprint = FootprintTable.read(runs);
        return new ResultKinds(timed, footprint, List.of(timed, footprint,
                LatencyTable.read(runs, LatencyTable.LATENCY, references),
                LatencyTable.read(runs, LatencyTable.REMOTE_REQUEST_REPLY),
                RemoteOneWayTable.read(runs), HttpThroughputTable.read(runs, references)));
    }

    boolean isEmpty() {
        return all.stream().allMatch(ResultKind::isEmpty);
    }

    /** Every framework/variant of the run, sorted: the order of the colours in every chart. */
    List<String> labels() {
        return all.stream().flatMap(k -> k.labels().stream()).distinct().sorted().toList();
    }

    /**
     * The text tables of the kinds that have results, a blank line between them; kinds that share an intro (remote's
     * two) make one block.
     */
    String toText() {
        List<String> blocks = new ArrayList<>();
        Optional<ResultKind.Intro> previous = Optional.empty();
        for (ResultKind k : all.stream().filter(k -> !k.isEmpty()).toList()) {
            if (k.intro().isPresent() && k.intro().equals(previous)) {
                blocks.set(blocks.size() - 1, blocks.get(blocks.size() - 1) + k.toText());
            } else {
                blocks.add(k.toText());
            }
            previous = k.intro();
        }
        return String.join("\n", blocks);
    }

    /** Each kind's part of the report, its shared intro written once. */
    void document(Document.Builder out, Report report) {
        Optional<ResultKind.Intro> written = Optional.empty();
        for (ResultKind k : all.stream().filter(k -> !k.isEmpty()).toList()) {
            if (k.intro().isPresent() && !k.intro().equals(written)) {
                out.heading(2, k.intro().get().heading());
                out.paragraph(k.intro().get().paragraph());
            }
            written = k.intro();
            k.document(out, report);
        }
    }
}
