package ringside.parameters;

/** A parameter value that is refused before any work starts; the message names the parameter. */
public final class ParameterException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ParameterException(String message) {
        super(message);
    }
}
