n = int(input())
# Print p_1 ... p_n with p_i != i.
