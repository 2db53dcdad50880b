package ringside.suite;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.reference.Reference;

/**
 * {@code ./benchmark.sh --help}: the usage lines and the text around them, and every parameter of the registry
 * ({@link Parameter}) by scope with its default, what it accepts and its meaning, so no name or value is typed here
 * (nor the output folder's names: {@link OutputLayout}'s).
 */
final class SuiteHelp {
    private static final int WIDTH = 116;
    /** Where a parameter's meaning starts, after its name and default. */
    private static final int MEANING_COLUMN = 38;

    private static final String USAGE = """
            Usage: [name=value ...] ./benchmark.sh                  run the suite
                   ./benchmark.sh report <outDir>                   rebuild the report of a finished or interrupted run
                   ./benchmark.sh compare <A> <B>                   two runs' result folders compared, B against A
                   [name=value ...] ./benchmark.sh remote-server    serve remote's server JVMs to another machine
                   ./benchmark.sh docs [check]                      regenerate (or check) the docs' stored runs and blocks
                   ./benchmark.sh docs store <outDir> <what> '<command>'   keep a run as docs/results/<date>-<what>
                   [name=value ...] ./benchmark.sh side-by-side     the frameworks' own kind of programs beside
                                                                    Ringside's ops, stored in outDir (sideBySide*)
                   [name=value ...] ./benchmark.sh published <folder>   the published ping-pong programs in <folder>,
                                                                    run as their posts ran them, on each CPU set
                   ./benchmark.sh --help                            this text

            Builds the modules, then runs each framework's JMH benchmarks under `taskset -c <CPU set>` with the same JDK,
            heap, GC and parallelism, once per CPU set, and writes to outDir: %s/*.json (JMH's own format), %s/,
            %s/ (what each module run was given), %s, %s, %s, %s, %s, %s and
            %s/*.svg; %s (what each benchmark cost: later runs on this machine estimate from it) and, with
            precision, %s. Before anything runs it prints the plan and its estimated duration.

            Parameters are env vars (name=value before the command); nothing given is evaluated as shell code.
            The JDK is JAVA_HOME's when it is 21 or newer, otherwise the newest found in the usual places.
            """;

    private static final String REFUSALS = """
            A bad value is refused before anything runs (exit status 2), and so is a name that nearly names a parameter
            (pingpongCount, fork): names are case-sensitive, and a misspelt one would otherwise be ignored.
            """;

    private static final String EXAMPLES = """
            Examples:
              ./benchmark.sh
              cpuList=0 quick=1 ./benchmark.sh
              cpuSweep="0 0-1" quick=1 ./benchmark.sh
              frameworks=loom benchmarks=ring workerCount=1000 ringSize=100000 ./benchmark.sh
              cpuList=0 quick=1 benchmarks=sieve,select,big ./benchmark.sh
              cpuList=0 precision=5 timeBudget=20m frameworks=loom,pekko benchmarks=ring,pingpong ./benchmark.sh
              precision=none ./benchmark.sh                       (the planned forks only: no precision round)
              frameworks=loom benchmarks=ring,pingpong stackDepth=0,16,64,256 ./benchmark.sh   (a benchmark per depth)
              cpuList=0 remoteCpuList=1 benchmarks=remote quick=1 ./benchmark.sh
              cpuList=0 loadCpuList=1 benchmarks=httpPingPong,httpThroughput quick=1 ./benchmark.sh
              remoteToken=file:<secret> remoteBind=<this machine's address> ./benchmark.sh remote-server
                                                                  (on the server machine, with a shared secret)
              remoteToken=file:<secret> remoteHost=<that address> benchmarks=remote ./benchmark.sh
                                                                  (on the client machine, with the same secret)
              resume=results/<an interrupted run> <its parameters> ./benchmark.sh   (goes on where it stopped)
              cpuList=0 frameworks=akka,pekko ./benchmark.sh side-by-side
              cpuList=0 loadCpuList=1 benchmarks=httpThroughput ./benchmark.sh side-by-side   (plaintext servers)
              cpuSweep="0 0-1" sideBySideJvms=5 ./benchmark.sh published <the posts' folder>
              MAVEN_ARGS=-Dpekko.version=1.6.0 frameworks=pekko ./benchmark.sh    (built against another version)
              ./benchmark.sh compare results/<one run> results/<another run>
            """;

    private SuiteHelp() {
    }

    static String text() {
        StringBuilder help = new StringBuilder(USAGE.formatted(OutputLayout.JMH, OutputLayout.LOGS, OutputLayout.PLANS,
                OutputLayout.STATUS, OutputLayout.ENV, OutputLayout.RESULTS, OutputLayout.SUMMARY,
                OutputLayout.REPORT_MARKDOWN, OutputLayout.REPORT_HTML, OutputLayout.CHARTS, OutputLayout.COSTS,
                OutputLayout.PRECISION));
        for (Parameter.Scope scope : Parameter.Scope.values()) {
            help.append('\n').append(capitalized(scope.publicName())).append(" parameters, ").append(scope.meaning())
                    .append(":\n");
            for (Parameter parameter : Parameter.of(scope)) {
                help.append(entry(parameter));
                if (parameter == Parameter.frameworks) {
                    help.append(wrap(referencesLine(), " ".repeat(MEANING_COLUMN)));
                }
            }
        }
        help.append('\n').append(wrap(quickLine(), "")).append('\n').append(REFUSALS).append('\n').append(EXAMPLES);
        return help.toString();
    }

    /** "  name (default x)   meaning; accepts ...", the meaning wrapped under itself. */
    static String entry(Parameter parameter) {
        String head = "  " + parameter.name() + " (default " + parameter.shownDefault() + ")";
        String meaning = parameter.meaning() + "; accepts " + parameter.accepted();
        String indent = " ".repeat(MEANING_COLUMN);
        if (head.length() + 1 > MEANING_COLUMN) { // a long default: the meaning starts on the next line
            return head + "\n" + wrap(meaning, indent);
        }
        return head + wrap(meaning, indent).substring(head.length());
    }

    /** The references outside the JVM that frameworks also names, each with its toolchain's install command. */
    static String referencesLine() {
        return "References outside the JVM, run after the modules: " + Arrays.stream(Reference.values())
                .map(r -> r.frameworkName() + " (" + r.language() + ", " + String.join(" and ", r.variants())
                        + "; needs " + r.installCommand() + ")").collect(Collectors.joining(", "))
                + "; without its toolchain a reference is not run.";
    }

    /** quick=1's sentence: every value it changes, from the registry. */
    static String quickLine() {
        String changed = Stream.of(Parameter.values())
                .filter(p -> p != Parameter.quick && p.quickChanges())
                .map(p -> p.name() + " " + p.shownQuickValue()).collect(Collectors.joining(", "));
        return "quick=1 changes the defaults to " + changed + " (footprint, latency, remote and httpThroughput keep"
                + " their own ops per fork); a value you set still wins. A quick run is a smoke run: its numbers are not findings.";
    }

    /** {@code text} in lines of at most WIDTH characters, each starting with {@code indent}. */
    private static String wrap(String text, String indent) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder(indent);
        for (String word : text.split(" ")) {
            if (line.length() > indent.length() && line.length() + 1 + word.length() > WIDTH) {
                lines.add(line.toString());
                line = new StringBuilder(indent);
            }
            if (line.length() > indent.length()) {
                line.append(' ');
            }
            line.append(word);
        }
        lines.add(line.toString());
        return String.join("\n", lines) + "\n";
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
