package ringside.launcher;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.profile.Profiler;
import org.openjdk.jmh.profile.ProfilerException;
import org.openjdk.jmh.profile.ProfilerFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import ringside.parameters.Parameter;
import ringside.parameters.ParameterException;

/**
 * The {@code jmhArgs} parameter: JMH's own command-line options, parsed by JMH's parser and used as the parent of
 * the options the suite builds. The suite owns what runs and how it is measured, so that every framework gets
 * the same: those options are refused here, naming the parameter to use instead. Accepted: {@link #ACCEPTED}.
 */
public final class JmhArgs {
    /** The JMH options a user may add: tools that watch a run without changing what or how it measures. */
    public static final String ACCEPTED = "-prof, -jvmArgsAppend, -gc, -si, -v";
    /** The JMH parameters of Ringside's benchmarks: set by the suite from the run's plan, never by -p. */
    private static final List<String> BENCHMARK_PARAMS = Stream.concat(Stream.of("framework", "variant", "cpuSet"),
            Parameter.of(Parameter.Scope.FORK).stream().map(p -> p.eachAs() != null ? p.eachAs() : p.name())).toList();

    private final CommandLineOptions options;
    private final boolean measuresAllocation;

    private JmhArgs(CommandLineOptions options, boolean measuresAllocation) {
        this.options = options;
        this.measuresAllocation = measuresAllocation;
    }

    /** Parses and checks {@code value}; refuses, naming jmhArgs, what JMH refuses and what the suite owns. */
    public static JmhArgs parse(String value) {
        List<String> argv = split(value);
        CommandLineOptions options;
        try {
            options = new CommandLineOptions(argv.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw refused(value, "JMH refuses it: " + e.getMessage());
        }
        refuseOwned(value, argv, options);
        boolean gc = false;
        for (ProfilerConfig config : options.getProfilers()) {
            try { // as JMH's runner does before forking: an unknown or unsupported profiler stops here
                Profiler profiler = ProfilerFactory.getProfilerOrException(config);
                gc |= profiler instanceof GCProfiler;
            } catch (ProfilerException e) {
                throw refused(value, "JMH refuses profiler '" + config.getKlass() + "': " + e.getMessage());
            }
        }
        return new JmhArgs(options, gc);
    }

    /** JMH's options to use as the parent of the suite's own (which win wherever both set something). */
    public Options options() {
        return options;
    }

    /** True when jmhArgs already has JMH's GC profiler (perhaps with its own settings): the suite adds no second. */
    public boolean measuresAllocation() {
        return measuresAllocation;
    }

    private static void refuseOwned(String value, List<String> argv, CommandLineOptions o) {
        owned(value, o.shouldHelp() || o.shouldList() || o.shouldListProfilers() || o.shouldListResultFormats(),
                "-h, -l, -lprof and -lrf list and exit", "run JMH's own jar for those");
        owned(value, !o.getIncludes().isEmpty() || !o.getExcludes().isEmpty() || !o.getWarmupIncludes().isEmpty()
                || o.getWarmupMode().hasValue(), "which benchmarks run (patterns, -e, -wmb, -wm)",
                "benchmarks and variants");
        owned(value, argv.contains("-p") || BENCHMARK_PARAMS.stream().anyMatch(n -> o.getParameter(n).hasValue()),
                "the benchmarks' parameters (-p)", "the size parameters (ringSize, pingPongCount, ...)");
        owned(value, o.getForkCount().hasValue() || o.getWarmupForkCount().hasValue(), "forks (-f, -wf)", "forks");
        owned(value, o.getMeasurementIterations().hasValue() || o.getWarmupIterations().hasValue()
                || o.getMeasurementTime().hasValue() || o.getWarmupTime().hasValue() || o.getTimeout().hasValue(),
                "iterations and their time (-i, -wi, -r, -w, -to)",
                "iterations, warmupIterations, iterationTime and opTimeout");
        owned(value, o.getBenchModes().size() > 0 || o.getTimeUnit().hasValue() || o.getThreads().hasValue()
                || o.getThreadGroups().hasValue() || o.getOperationsPerInvocation().hasValue()
                || o.getMeasurementBatchSize().hasValue() || o.getWarmupBatchSize().hasValue(),
                "what one op is and how it is timed (-bm, -tu, -t, -tg, -opi, -bs, -wbs)",
                "the workload parameters; one op is one workload instance, timed on average");
        owned(value, o.getJvm().hasValue() || o.getJvmArgs().hasValue() || o.getJvmArgsPrepend().hasValue(),
                "the fork's JVM and its arguments (-jvm, -jvmArgs, -jvmArgsPrepend)",
                "heap, or -jvmArgsAppend to add flags after the suite's");
        owned(value, o.getResult().hasValue() || o.getResultFormat().hasValue() || o.getOutput().hasValue()
                || o.shouldFailOnError().hasValue(), "where results go and failure handling (-rf, -rff, -o, -foe)",
                "resultFile or outDir");
    }

    private static void owned(String value, boolean set, String what, String instead) {
        if (set) {
            throw refused(value, "it sets " + what + ", which the suite owns; use " + instead);
        }
    }

    private static ParameterException refused(String value, String why) {
        return new ParameterException("jmhArgs: '" + value + "' is not accepted; " + why + ". jmhArgs may set "
                + ACCEPTED);
    }

    /** Splits at blanks outside single or double quotes, as a shell would: "-jvmArgsAppend '-Xa -Xb'". */
    static List<String> split(String value) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (char c : value.toCharArray()) {
            if (quote != 0 && c != quote) {
                word.append(c);
            } else if (quote != 0) {
                quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (quote != 0) {
            throw refused(value, "its " + quote + " quote is not closed");
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }
}
