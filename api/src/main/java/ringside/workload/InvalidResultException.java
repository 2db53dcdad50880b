package ringside.workload;

/** A workload op finished with a result that contradicts the workload's definition: the run must fail. */
public final class InvalidResultException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public InvalidResultException(String message) {
        super(message);
    }
}
