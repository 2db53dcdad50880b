package ringside.declaration;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.openjdk.jmh.annotations.Param;
import ringside.parameters.WorkloadSizes;
import ringside.workload.Workload;

/**
 * Every workload's declaration, found by ServiceLoader: adding a workload adds a class and a line in
 * META-INF/services/ringside.parameters.WorkloadSizes, and no switch. Loading fails, naming the workload, if one
 * has no declaration or two.
 */
public final class Declarations {
    private static final Map<Workload, WorkloadDeclaration> ALL = load();

    private Declarations() {
    }

    public static WorkloadDeclaration of(Workload workload) {
        return ALL.get(workload);
    }

    /** The workload of a JMH result's benchmark name ({@code <class>.<method>}), as JMH writes it in results. */
    public static Workload workloadOf(String jmhBenchmarkName) {
        return ALL.values().stream().filter(d -> d.names(jmhBenchmarkName)).map(WorkloadDeclaration::workload)
                .findFirst().orElseThrow(() -> new IllegalArgumentException("not a Ringside benchmark: "
                        + jmhBenchmarkName));
    }

    /**
     * How a benchmark is named where its workload ran at several stack depths: "ring" at depth 0 (as before the
     * parameter existed), "ring, stackDepth 64" deeper. The report's tables and the not-run lines use it.
     */
    public static String name(Workload workload, int stackDepth) {
        return stackDepth == 0 ? workload.publicName() : workload.publicName() + ", stackDepth " + stackDepth;
    }

    /** True for the workloads whose benchmark takes {@code stackDepth} as a JMH parameter: one benchmark per depth. */
    public static boolean takesStackDepth(Workload workload) {
        return Arrays.stream(of(workload).benchmark().getFields())
                .anyMatch(f -> f.getName().equals("stackDepth")
                        && f.isAnnotationPresent(Param.class));
    }

    private static Map<Workload, WorkloadDeclaration> load() {
        // one list in META-INF/services, under the interface through which Parameters checks the sizes
        return check(ServiceLoader.load(WorkloadSizes.class, Declarations.class.getClassLoader()).stream()
                .map(ServiceLoader.Provider::get).map(WorkloadDeclaration.class::cast).toList());
    }

    /** One declaration per workload, or an error that names what is missing or twice. */
    static Map<Workload, WorkloadDeclaration> check(List<WorkloadDeclaration> found) {
        Map<Workload, WorkloadDeclaration> byWorkload = new EnumMap<>(Workload.class);
        for (WorkloadDeclaration d : found) {
            if (byWorkload.put(d.workload(), d) != null) {
                throw new IllegalStateException(d.workload().publicName() + " is declared twice: "
                        + byWorkload.get(d.workload()).getClass().getName() + " and another");
            }
        }
        List<String> missing = Arrays.stream(Workload.values()).filter(w -> !byWorkload.containsKey(w))
                .map(Workload::publicName).toList();
        if (!missing.isEmpty()) {
            throw new IllegalStateException("no declaration (ringside.declaration, META-INF/services) for " + missing);
        }
        return byWorkload;
    }
}
