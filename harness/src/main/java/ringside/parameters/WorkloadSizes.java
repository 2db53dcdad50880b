package ringside.parameters;

/**
 * A workload's sizes as a run's parameters give them, checked once the parameters are resolved, before any work:
 * each workload's declaration (ringside.declaration) implements it and is found by ServiceLoader, so that this
 * package names no workload.
 */
public interface WorkloadSizes {
    /** Refuses, with a {@link ParameterException} that names the parameter, sizes the workload does not accept. */
    void check(Parameters p);
}
