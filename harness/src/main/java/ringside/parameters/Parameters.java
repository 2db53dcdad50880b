package ringside.parameters;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import ringside.workload.HttpPlaintext;
import ringside.workload.Pacer;
import ringside.workload.RingWorkload;
import ringside.workload.Workload;

/**
 * The parameters of one run, resolved and checked before any work starts. A {@code -D} system property wins
 * over an env var of the same name, which wins over the default. Resolved once, they travel as a plan
 * ({@link #plan()}): the suite writes one for each module run, and the launcher reads it back.
 */
public final class Parameters {
    /** A time budget: hours, minutes and seconds, each optional, in that order ("1h30m", "90s"). */
    /** The word that turns off a parameter whose default is on (precision, precisionBudget). */
    private static final String NONE = "none";
    private static final Pattern DURATION = Pattern.compile("(?:([0-9]{1,4})h)?(?:([0-9]{1,6})m)?(?:([0-9]{1,8})s)?");
    /** Every workload's sizes, found once per JVM: each {@link #with} resolves and checks them again. */
    private static final List<WorkloadSizes> WORKLOAD_SIZES = ServiceLoader.load(WorkloadSizes.class,
            Parameters.class.getClassLoader()).stream().map(ServiceLoader.Provider::get).toList();

    private final Map<Parameter, String> values = new EnumMap<>(Parameter.class);

    private Parameters() {
    }

    public static Parameters fromEnvironment() {
        return resolve(name -> {
            String property = System.getProperty(name);
            return property != null ? property : System.getenv(name);
        });
    }

    /**
     * The parameters of a plan written by {@link #plan()}: every value already resolved (defaults and quick applied),
     * so each name must be there and nothing else; checked again, as a plan file could have been edited.
     */
    public static Parameters fromPlan(String json) {
        Map<String, String> plan = new HashMap<>();
        try {
            JsonParser.parseString(json).getAsJsonObject().entrySet()
                    .forEach(e -> plan.put(e.getKey(), e.getValue().getAsString()));
        } catch (RuntimeException e) { // not JSON, not an object, or a value that is not text
            throw new ParameterException("plan: not a Ringside plan (" + e.getMessage() + ")");
        }
        Set<String> names = Stream.of(Parameter.values()).map(Parameter::name).collect(Collectors.toSet());
        if (!plan.keySet().equals(names)) {
            Set<String> missing = new TreeSet<>(names);
            missing.removeAll(plan.keySet());
            Set<String> unknown = new TreeSet<>(plan.keySet());
            unknown.removeAll(names);
            throw new ParameterException("plan: expected every parameter once; missing " + missing + ", unknown "
                    + unknown);
        }
        return resolve(plan::get);
    }

    /**
     * The plan: every parameter's resolved value, as JSON, read back by {@link #fromPlan}; a secret's left empty
     * ({@link Parameter#secret()}: it reaches a fork through the environment alone).
     */
    public String plan() {
        JsonObject plan = new JsonObject();
        values.forEach((parameter, value) -> plan.addProperty(parameter.name(), parameter.secret() ? "" : value));
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(plan) + "\n";
    }

    /** These parameters with {@code parameter} set to {@code value}, all checked again. */
    public Parameters with(Parameter parameter, String value) {
        Map<String, String> changed = new HashMap<>();
        values.forEach((k, v) -> changed.put(k.name(), v));
        changed.put(parameter.name(), value);
        return resolve(changed::get);
    }

    /** Resolves every parameter through {@code lookup} (name to value, or null when unset) and checks them all. */
    public static Parameters resolve(UnaryOperator<String> lookup) {
        Parameters p = new Parameters();
        String quick = blankToNull(lookup.apply(Parameter.quick.name()));
        if (quick != null && !quick.equals("0") && !quick.equals("1")) {
            throw new ParameterException("quick: '" + quick + "' is not accepted; expected 0 or 1");
        }
        boolean quickRun = "1".equals(quick);
        for (Parameter parameter : Parameter.values()) {
            String value = blankToNull(lookup.apply(parameter.name()));
            p.values.put(parameter, value != null ? value.trim() : parameter.defaultValue(quickRun));
        }
        if (p.values.get(Parameter.parallelism).isEmpty()) {
            p.values.put(Parameter.parallelism, Integer.toString(Runtime.getRuntime().availableProcessors()));
        }
        p.check();
        return p;
    }

    private void check() {
        for (Parameter parameter : Parameter.values()) {
            if (parameter.isInteger()) {
                integer(parameter);
            }
        }
        if (!text(Parameter.heap).matches("[1-9][0-9]*[kKmMgG]?")) {
            throw new ParameterException("heap: '" + text(Parameter.heap) + "' is not accepted; expected a JVM size"
                    + " such as 2g or 512m");
        }
        workloads();
        ProfileMode.of(this);
        list(Parameter.variants); // its names are checked against the modules' once they describe themselves
        if (WORKLOAD_SIZES.isEmpty()) { // sizes must never go unchecked because the declarations were not found
            throw new IllegalStateException("no workload's sizes to check: META-INF/services of ringside.declaration");
        }
        WORKLOAD_SIZES.forEach(sizes -> sizes.check(this));
        pacer(Runtime.getRuntime().availableProcessors());
        if (integer(Parameter.httpLoadShare) > 100) {
            throw new ParameterException(Parameter.httpLoadShare + ": " + integer(Parameter.httpLoadShare) + " is not"
                    + " accepted; expected " + Parameter.httpLoadShare.accepted());
        }
        precision();
        precisionBudget();
        timeBudget();
        if (integer(Parameter.remotePort) > 65533) { // it and the next two ports
            throw new ParameterException("remotePort: " + integer(Parameter.remotePort) + " is not accepted; expected"
                    + " a TCP port from 1 to 65533 (the next two ports are used too)");
        }
    }

    public int integer(Parameter parameter) {
        String value = values.get(parameter);
        int parsed;
        try {
            parsed = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new ParameterException(parameter + ": '" + value + "' is not accepted; expected an integer >= "
                    + parameter.min());
        }
        if (parsed < parameter.min()) {
            throw new ParameterException(parameter + ": " + parsed + " is not accepted; expected an integer >= "
                    + parameter.min());
        }
        return parsed;
    }

    public String text(Parameter parameter) {
        return values.get(parameter);
    }

    public List<Workload> workloads() {
        List<Workload> selected = new ArrayList<>();
        for (String name : list(Parameter.benchmarks)) {
            try {
                selected.add(Workload.byName(name));
            } catch (IllegalArgumentException e) {
                throw new ParameterException(e.getMessage());
            }
        }
        if (selected.isEmpty()) {
            throw new ParameterException("benchmarks: empty; expected one or more of " + Workload.names());
        }
        return selected;
    }

    /** The error target as a share of the score ({@code precision=5}: 0.05); empty for none. */
    public OptionalDouble precision() {
        String text = text(Parameter.precision);
        if (text.isEmpty() || text.equals(NONE)) {
            return OptionalDouble.empty();
        }
        double percent;
        try {
            percent = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            percent = Double.NaN;
        }
        if (!(percent > 0 && percent < 100) || !text.matches("[0-9.]+")) {
            throw new ParameterException(Parameter.precision + ": '" + text + "' is not accepted; expected "
                    + Parameter.precision.accepted());
        }
        return OptionalDouble.of(percent / 100);
    }

    /** The run's time limit, the build excluded; empty when none was given. */
    public Optional<Duration> timeBudget() {
        return duration(Parameter.timeBudget);
    }

    /** The most the precision round may take on each CPU set; empty for none. */
    public Optional<Duration> precisionBudget() {
        return text(Parameter.precisionBudget).equals(NONE) ? Optional.empty() : duration(Parameter.precisionBudget);
    }

    /** A duration parameter ("1h30m", "45m", "90s"), more than zero; empty when blank. */
    private Optional<Duration> duration(Parameter parameter) {
        String text = text(parameter);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Matcher m = DURATION.matcher(text);
        long[] secondsPerUnit = {3600, 60, 1};
        Duration duration = Duration.ZERO;
        for (int unit = 0; m.matches() && unit < secondsPerUnit.length; unit++) {
            String count = m.group(unit + 1);
            duration = count == null ? duration : duration.plusSeconds(Long.parseLong(count) * secondsPerUnit[unit]);
        }
        if (duration.isZero()) {
            throw new ParameterException(parameter + ": '" + text + "' is not accepted; expected "
                    + parameter.accepted() + " (more than zero)");
        }
        return Optional.of(duration);
    }

    /**
     * The comma-separated names of a list parameter, trimmed and without repeats; empty when it is blank. An empty
     * element ("a,,b", "a,") is refused: a name was left out, or a comma was typed by mistake.
     */
    public List<String> list(Parameter parameter) {
        String text = values.get(parameter);
        if (text.isBlank()) {
            return List.of();
        }
        List<String> names = Arrays.stream(text.split(",", -1)).map(String::trim).toList();
        if (names.contains("")) {
            throw new ParameterException(parameter + ": '" + text + "' is not accepted: it has an empty element;"
                    + " expected " + parameter.accepted());
        }
        return List.copyOf(new LinkedHashSet<>(names));
    }

    /** Ring's and ping-pong's stack depths, in the order given, each its own benchmark; each checked by the ring. */
    public List<Integer> stackDepths() {
        List<String> depths = list(Parameter.stackDepth);
        if (depths.isEmpty()) {
            throw new ParameterException(Parameter.stackDepth + ": empty; expected " + Parameter.stackDepth.accepted());
        }
        List<Integer> out = new ArrayList<>();
        for (String depth : depths) {
            if (!depth.matches("[0-9]{1,9}")) {
                throw new ParameterException(Parameter.stackDepth + ": '" + depth + "' is not accepted; expected "
                        + Parameter.stackDepth.accepted());
            }
            int d = Integer.parseInt(depth);
            checked(() -> new RingWorkload(integer(Parameter.workerCount), integer(Parameter.ringSize), d));
            out.add(d);
        }
        return List.copyOf(out);
    }

    /**
     * The pacer of latency's and remote request-reply's client, for a process that may use {@code cpus} CPUs: auto
     * chooses the precise one only when the framework's parallelism leaves the client a CPU of its own.
     */
    public Pacer pacer(int cpus) {
        return checked(() -> Pacer.choose(text(Parameter.pacer), cpus, integer(Parameter.parallelism)));
    }

    /** httpThroughput's connection counts, in the order given, each its own benchmark. */
    public List<Integer> httpConnections() {
        List<String> counts = list(Parameter.httpConnections);
        if (counts.isEmpty()) {
            throw new ParameterException(Parameter.httpConnections + ": empty; expected "
                    + Parameter.httpConnections.accepted());
        }
        List<Integer> out = new ArrayList<>();
        for (String count : counts) {
            if (!count.matches("[0-9]{1,9}") || Integer.parseInt(count) < 1
                    || Integer.parseInt(count) > HttpPlaintext.MAX_CONNECTIONS) {
                throw new ParameterException(Parameter.httpConnections + ": '" + count + "' is not accepted; expected "
                        + Parameter.httpConnections.accepted() + ", such as 100,500,1000 (at most "
                        + HttpPlaintext.MAX_CONNECTIONS + ")");
            }
            out.add(Integer.parseInt(count));
        }
        return List.copyOf(out);
    }

    /** The rates of a list of offered rates, each a positive integer (requests per second). */
    public List<String> rates(Parameter parameter) {
        List<String> rates = list(parameter);
        if (rates.isEmpty()) {
            throw new ParameterException(parameter + ": empty; expected positive integers, comma-separated");
        }
        for (String rate : rates) {
            if (!rate.matches("[0-9]{1,10}") || Long.parseLong(rate) < 1 || Long.parseLong(rate) > Integer.MAX_VALUE) {
                throw new ParameterException(parameter + ": '" + rate + "' is not accepted; expected positive integers"
                        + " (requests per second), comma-separated, such as 10000,50000");
            }
        }
        return rates;
    }

    /** What {@code make} makes, or its refusal of a size as a {@link ParameterException} (exit 2, the message kept). */
    public static <T> T checked(Supplier<T> make) {
        try {
            return make.get();
        } catch (IllegalArgumentException e) {
            throw new ParameterException(e.getMessage());
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /** Every parameter with its value, for logs and the result metadata. */
    @Override
    public String toString() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
    }
}
