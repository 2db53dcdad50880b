package ringside.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import ringside.output.OutputLayout;
import ringside.parameters.Parameter;
import ringside.report.DescribedFramework;
import ringside.report.RecordedEnvironment;

/**
 * What differs between two runs' env.json, in the order a reader looks for a cause: the JDK, the frameworks' versions
 * (as each module loaded them) and the build's Maven arguments, the machine, the CPU sets, the parameters, the
 * suite's commit. A fact one run did not record reads "not recorded".
 */
final class EnvironmentDifferences {
    /** The machine's facts as env.json names them, with how the page names them. */
    private static final List<Map.Entry<String, String>> MACHINE = List.of(Map.entry("cpuModel", "CPU model"),
            Map.entry("logicalCpus", "logical CPUs"), Map.entry("memory", "memory"), Map.entry("kernel", "kernel"),
            Map.entry("governor", "frequency governor"), Map.entry("smt", "SMT"));
    private static final String UNKNOWN = "unknown";

    private EnvironmentDifferences() {
    }

    static List<Difference> between(RecordedEnvironment a, RecordedEnvironment b) {
        List<Difference> out = new ArrayList<>();
        fact(out, "JDK", a, b, e -> shown(e.text("jdk", "vendor")) + " " + shown(e.text("jdk", "version")));
        Map<String, String> versionsA = versions(a);
        Map<String, String> versionsB = versions(b);
        Set<String> frameworks = new LinkedHashSet<>(versionsA.keySet());
        frameworks.addAll(versionsB.keySet());
        for (String fw : frameworks) {
            String inA = versionsA.getOrDefault(fw, "not in this run");
            String inB = versionsB.getOrDefault(fw, "not in this run");
            if (!inA.equals(inB)) {
                out.add(new Difference(fw + " version", inA, inB));
            }
        }
        fact(out, "Maven arguments (MAVEN_ARGS)", a, b, EnvironmentDifferences::mavenArgs);
        MACHINE.forEach(m -> fact(out, m.getValue(), a, b, e -> shown(e.text("machine", m.getKey()))));
        fact(out, "CPU sets", a, b, e -> shown(e.text("cpuSets")));
        for (Parameter p : Parameter.values()) {
            fact(out, p.name(), a, b, e -> shown(e.text("parameters", p.name())));
        }
        fact(out, "suite commit", a, b, e -> shown(e.text("commit")));
        return out;
    }

    private static void fact(List<Difference> out, String what, RecordedEnvironment a, RecordedEnvironment b,
            Function<RecordedEnvironment, String> value) {
        String inA = value.apply(a);
        String inB = value.apply(b);
        if (!inA.equals(inB)) {
            out.add(new Difference(what, inA, inB));
        }
    }

    /** Each framework's version as its module reported it (the one loaded, so a build's override shows). */
    private static Map<String, String> versions(RecordedEnvironment env) {
        return env.frameworks().stream().collect(Collectors.toMap(DescribedFramework::name,
                DescribedFramework::version, (x, y) -> x, LinkedHashMap::new));
    }

    /** "none" for a build without arguments; "not recorded" for a run from before the build was recorded. */
    private static String mavenArgs(RecordedEnvironment env) {
        String args = env.text(OutputLayout.BUILD, OutputLayout.MAVEN_ARGS);
        return args.equals(UNKNOWN) ? "not recorded" : args.isEmpty() ? "none" : args;
    }

    private static String shown(String value) {
        return value.equals(UNKNOWN) ? "not recorded" : value.isEmpty() ? "none" : value;
    }
}
